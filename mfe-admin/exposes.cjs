/** The modules this remote exposes: the contract of docs and @shop/contracts REMOTES. */
exports.exposes = {
  './AdminApp': './src/app/exposes/admin-app.tsx',
};
