/** The six sample posts of the blog (texts live in the locale under blog.posts.<id>). */
export interface BlogPost {
  id: 'p1' | 'p2' | 'p3' | 'p4' | 'p5' | 'p6';
  category: 'fashion' | 'lifestyle' | 'shoes' | 'accessories';
  author: string;
  date: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  { id: 'p1', category: 'fashion', author: 'Olivia Brown', date: '2025-03-02' },
  { id: 'p2', category: 'shoes', author: 'Liam Carter', date: '2025-02-18' },
  { id: 'p3', category: 'accessories', author: 'Emma Davis', date: '2025-02-05' },
  { id: 'p4', category: 'lifestyle', author: 'Noah Wilson', date: '2025-01-22' },
  { id: 'p5', category: 'fashion', author: 'Ava Martinez', date: '2025-01-10' },
  { id: 'p6', category: 'lifestyle', author: 'Olivia Brown', date: '2024-12-28' },
];

export const BLOG_PAGE_SIZE = 3;

export const BLOG_CATEGORIES = ['fashion', 'lifestyle', 'shoes', 'accessories'] as const;
