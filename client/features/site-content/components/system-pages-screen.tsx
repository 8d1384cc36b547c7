import { useState } from 'react';
import { usePost } from '../api/site-content';
import { PostEditor } from './post-editor';
import { PostList } from './post-list';

/** The blog posts, and the editor of one of them (or of a new one). */
export function SystemPagesScreen() {
  const [open, setOpen] = useState<{ id: number | null } | null>(null);
  // A restored revision changes the texts under the form, which then starts again from them.
  const [restores, setRestores] = useState(0);
  const post = usePost(open?.id ?? null);
  if (!open) return <PostList onOpen={(id) => setOpen({ id })} />;
  if (open.id !== null && !post.data) return null;
  return (
    <PostEditor
      key={`${open.id}-${restores}`}
      post={open.id === null ? null : post.data!}
      onDone={() => setOpen(null)}
      onSaved={(saved) => setOpen({ id: saved.id })}
      onRestored={async () => {
        await post.refetch();
        setRestores((n) => n + 1);
      }}
    />
  );
}
