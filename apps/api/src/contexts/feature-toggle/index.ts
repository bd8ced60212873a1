// What other contexts may use of feature-toggle: types and narrow interfaces only.
export {};
