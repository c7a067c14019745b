/** The jest preset every workspace uses, shipped by @shop/testing (jest.preset.cjs there). */
module.exports = require('./shared-testing/jest.preset.cjs');
