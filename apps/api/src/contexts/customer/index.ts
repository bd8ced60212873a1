// What other contexts may use of customer: types and narrow interfaces only.
export {};
