// What other contexts may use of abs-testing: types and narrow interfaces only.
export {};
