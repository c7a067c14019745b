import common from '../../locales/pt/common.json';
import content from '../../locales/pt/content.json';

export default { common, content };
