import { useState } from 'react';
import { usePost } from '../api/site-content';
import { LandingEditor } from './landing-editor';
import { PostEditor } from './post-editor';
import { PostList } from './post-list';

/** The blog posts and the landing pages' texts; or the editor of one post (or of a new one). */
export function SystemPagesScreen() {
  // `opened` counts the posts opened from the list: a new post that gets its id on its first
  // save stays the same editor, so its confirmation and preview stay on screen.
  const [open, setOpen] = useState<{ id: number | null; opened: number } | null>(null);
  const [opened, setOpened] = useState(0);
  // A restored revision changes the texts under the form, which then starts again from them.
  const [restores, setRestores] = useState(0);
  const post = usePost(open?.id ?? null);
  if (!open) {
    return (
      <div className="flex flex-col gap-8">
        <PostList
          onOpen={(id) => {
            setOpen({ id, opened: opened + 1 });
            setOpened(opened + 1);
          }}
        />
        <LandingEditor />
      </div>
    );
  }
  if (open.id !== null && !post.data) return null;
  return (
    <PostEditor
      key={`${open.opened}-${restores}`}
      post={open.id === null ? null : post.data!}
      onDone={() => setOpen(null)}
      onSaved={(saved) => setOpen({ id: saved.id, opened: open.opened })}
      onRestored={async () => {
        await post.refetch();
        setRestores((n) => n + 1);
      }}
    />
  );
}
