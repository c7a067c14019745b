import common from '../../locales/es/common.json';
import content from '../../locales/es/content.json';

export default { common, content };
