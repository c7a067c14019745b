import '../../styles/content.css';

export { Footer } from './components/footer';
