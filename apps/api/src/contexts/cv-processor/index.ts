// What other contexts may use of cv-processor: types and narrow interfaces only.
export {};
