/**
 * The part of react-i18next the apps use, shared under the name `react-i18next`.
 *
 * A shared library is bundled whole, and react-i18next's whole surface (Trans and its ICU and
 * HTML parsers, withTranslation, the server-side helpers) is about 7 KB of gzipped JS that no
 * page of the shop runs. The build provides this module as the `react-i18next` singleton
 * instead, so only these exports ship, once, for every app. It reaches the library through the
 * package's own import map (`#react-i18next`), a name the federation does not share, so this
 * module is not given itself. The apps keep importing `react-i18next`; jest maps that name to
 * this file too. Add an export here before using it.
 */
export { I18nextProvider, initReactI18next, useTranslation } from '#react-i18next';
