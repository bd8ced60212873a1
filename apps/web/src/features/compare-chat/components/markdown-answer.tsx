import Markdown from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import styles from './markdown-answer.module.css';

// Model output is untrusted: no raw HTML (no rehype-raw, so tags never become elements), react-markdown's URL
// filter drops javascript: links, and images are dropped so an answer cannot fetch anything.
const DISALLOWED = ['img'];

export function MarkdownAnswer({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown
        skipHtml
        disallowedElements={DISALLOWED}
        rehypePlugins={[rehypeHighlight]}
        components={{
          a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
