import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDisclosure } from '../../../lib/use-disclosure';

const LINKS = [
  { to: '/blog', key: 'blog' },
  { to: '/single-blog', key: 'singleBlog' },
] as const;

/** The header's static Blog menu: a disclosure button revealing two links. */
export function BlogMenu() {
  const { t } = useTranslation('content');
  const menu = useDisclosure();
  return (
    <div className="content-menu" {...menu.root}>
      <button className="content-menu-button" {...menu.button}>
        {t('blogMenu.label')}
        <span aria-hidden="true" className="content-caret" />
      </button>
      <ul className="content-menu-list" {...menu.panel}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="content-menu-link" onClick={menu.close}>
              {t(`blogMenu.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
