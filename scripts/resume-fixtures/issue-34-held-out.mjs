export const fixtures = [];
