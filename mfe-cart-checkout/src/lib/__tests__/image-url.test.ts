import { resolveImageUrl } from '../image-url';

describe('resolveImageUrl', () => {
  it('resolves a path from the API against the API origin', () => {
    expect(resolveImageUrl('/api/images/p1-0.svg', 'http://api.example:4000/api')).toBe(
      'http://api.example:4000/api/images/p1-0.svg',
    );
  });

  it('resolves against the page when the API URL is itself relative', () => {
    expect(resolveImageUrl('/api/images/p1-0.svg', '/api')).toBe(
      `${window.location.origin}/api/images/p1-0.svg`,
    );
  });

  it('keeps an absolute URL and answers nothing for no image', () => {
    expect(resolveImageUrl('https://cdn.example/a.png', 'http://api.example/api')).toBe(
      'https://cdn.example/a.png',
    );
    expect(resolveImageUrl('', 'http://api.example/api')).toBe('');
  });
});
