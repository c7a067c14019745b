/**
 * The part of React Router the apps use, shared under the name `react-router-dom`.
 *
 * A shared library is bundled whole, and React Router's whole surface (data routers, server
 * rendering, cookies, sessions) is about 60 KB of gzipped JS that no page of the shop runs.
 * The build provides this module as the `react-router-dom` singleton instead, so only these
 * exports ship, once, for every app. The apps keep importing `react-router-dom`; jest maps that
 * name to this file as well, so an export missing here fails the tests rather than the shop.
 * Add an export here before using it.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
