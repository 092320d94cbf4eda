// The parser as Stately publishes it; see package.json for why it lives here.
module.exports = require('@xstate/machine-extractor')
