// Image imports resolve to a URL in the build; in tests a fixed file name stands in.
module.exports = 'test-file-stub.svg';
