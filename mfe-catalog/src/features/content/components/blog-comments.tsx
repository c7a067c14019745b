import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../texts';
import { toast } from '@shop/contracts';
import { ReplyForm, type NewComment } from './reply-form';

interface Comment extends NewComment {
  id: string;
  date: string;
}

const SAMPLE: readonly (Omit<Comment, 'text'> & { textKey: 'c1' | 'c2' })[] = [
  { id: 'c1', author: 'Mia Johnson', url: '', date: '2025-03-03', textKey: 'c1' },
  { id: 'c2', author: 'Lucas Silva', url: '', date: '2025-03-04', textKey: 'c2' },
];

function CommentAuthor({ author, url }: Pick<Comment, 'author' | 'url'>) {
  // Only web addresses become links: a typed javascript: or data: address stays plain text.
  if (!/^https?:\/\//i.test(url)) return <strong>{author}</strong>;
  return (
    <a href={url} rel="nofollow ugc noopener" target="_blank">
      <strong>{author}</strong>
    </a>
  );
}

/** The sample comments plus the ones added on this visit, and the reply form. */
export function BlogComments() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const [added, setAdded] = useState<Comment[]>([]);
  const comments: Comment[] = [
    ...SAMPLE.map(({ textKey, ...rest }) => ({
      ...rest,
      text: t(`singleBlog.sampleComments.${textKey}`),
    })),
    ...added,
  ];

  const onAdd = (comment: NewComment) => {
    const date = new Date().toISOString().slice(0, 10);
    setAdded((list) => [...list, { ...comment, id: `new-${list.length + 1}`, date }]);
    toast(t('singleBlog.added'), 'success');
  };

  return (
    <>
      <section className="ui-card" aria-labelledby="catalog-content-comments">
        <h3 id="catalog-content-comments">
          {t('singleBlog.commentsTitle', { count: comments.length })}
        </h3>
        <ol className="catalog-content-comments">
          {comments.map((comment) => (
            <li key={comment.id} className="catalog-content-comment">
              <p className="catalog-content-comment-meta">
                <CommentAuthor author={comment.author} url={comment.url} />{' '}
                <time dateTime={comment.date}>{comment.date}</time>
              </p>
              <p>{comment.text}</p>
            </li>
          ))}
        </ol>
        <p className="catalog-sr-only" role="status">
          {added.length ? t('singleBlog.added') : ''}
        </p>
      </section>
      <ReplyForm onAdd={onAdd} />
    </>
  );
}
