import '../../styles/content.css';

export { Footer, type FooterProps } from './components/footer';
