/** The jest preset every workspace uses, shipped by @shop/contracts (jest.preset.cjs there). */
module.exports = require('./shared-contracts/jest.preset.cjs');
