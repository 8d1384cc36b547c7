import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@shared/i18n/languages';
import {
  CONTENT_LANGUAGES,
  POST_STATUSES,
  PostBodySchema,
  type Post,
  type PostStatus,
  type PostText,
} from '@shared/schemas/site-content.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { usePreview, useRemovePost, useSavePost } from '../api/site-content';
import { PostImageInput } from './post-image-input';
import { PostRevisions } from './post-revisions';

type Language = PostText['language'];
type Texts = Record<Language, Omit<PostText, 'language'>>;

const EMPTY_TEXT = { title: '', summary: '', body: '' };

function textsOf(post: Post | null): Texts {
  const texts = Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, { ...EMPTY_TEXT }])) as Texts;
  for (const text of post?.texts ?? []) texts[text.language] = { ...text };
  return texts;
}

/** An ISO time as the value of a datetime-local input, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * A post's address, state and texts in each language of the site, written in Markdown. A
 * language left empty is not published; each text can be previewed as the blog will show it.
 */
export function PostEditor({
  post,
  onDone,
  onSaved,
  onRestored,
}: {
  post: Post | null;
  onDone: () => void;
  onSaved: (post: Post) => void;
  onRestored: () => Promise<void>;
}) {
  const { t } = useTranslation('site-content');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [status, setStatus] = useState<PostStatus>(post?.status ?? 'draft');
  const [publishAt, setPublishAt] = useState(localInput(post?.publishAt ?? null));
  const [texts, setTexts] = useState<Texts>(() => textsOf(post));
  const [previewOf, setPreviewOf] = useState<Language | null>(null);
  const { errors, message, setMessage, check, showSaveError } = useFormFeedback();
  const save = useSavePost(post?.id ?? null);
  const remove = useRemovePost(post?.id ?? 0);
  const preview = usePreview();

  const setText =
    (language: Language, field: keyof Texts[Language]) => (event: { target: { value: string } }) =>
      setTexts((current) => ({
        ...current,
        [language]: { ...current[language], [field]: event.target.value },
      }));

  const submit = () => {
    setMessage(null);
    const body = check(PostBodySchema, {
      slug,
      status,
      publishAt: status === 'scheduled' && publishAt ? new Date(publishAt).toISOString() : null,
      texts: CONTENT_LANGUAGES.filter((l) => texts[l].title || texts[l].body).map((language) => ({
        language,
        ...texts[language],
      })),
    });
    if (!body) return;
    save.mutate(body, {
      onSuccess: (saved) => {
        setMessage({ tone: 'success', text: t('editor.saved') });
        onSaved(saved);
      },
      onError: showSaveError,
    });
  };

  const showPreview = (language: Language) => {
    setPreviewOf(language);
    preview.mutate(texts[language].body);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-bold text-slate-900">
          {post ? t('editor.editTitle') : t('editor.newTitle')}
        </h2>
        <Button variant="secondary" onClick={onDone}>
          {t('editor.back')}
        </Button>
      </div>
      <div className="grid gap-4 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-3">
        <TextField
          label={t('editor.slug')}
          dir="ltr"
          value={slug}
          onChange={(e) => setSlug(e.target.value)}
          error={errors.slug}
        />
        <SelectField
          label={t('editor.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as PostStatus)}
        >
          {POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </SelectField>
        {status === 'scheduled' && (
          <TextField
            label={t('editor.publishAt')}
            type="datetime-local"
            value={publishAt}
            onChange={(e) => setPublishAt(e.target.value)}
            error={errors.publishAt}
          />
        )}
      </div>
      {CONTENT_LANGUAGES.map((language) => (
        <fieldset
          key={language}
          lang={language}
          className="grid gap-3 rounded-lg bg-white p-4 shadow-sm"
        >
          <legend className="font-bold text-slate-900">{LANGUAGE_NAMES[language]}</legend>
          <TextField
            label={t('editor.postTitle')}
            value={texts[language].title}
            onChange={setText(language, 'title')}
          />
          <TextField
            label={t('editor.summary')}
            value={texts[language].summary}
            onChange={setText(language, 'summary')}
          />
          <TextAreaField
            label={t('editor.body')}
            rows={10}
            value={texts[language].body}
            onChange={setText(language, 'body')}
          />
          <div className="flex flex-wrap items-start gap-3">
            <PostImageInput
              onUploaded={(markdown) =>
                setTexts((current) => ({
                  ...current,
                  [language]: {
                    ...current[language],
                    body: `${current[language].body.trimEnd()}\n\n${markdown}\n`.trimStart(),
                  },
                }))
              }
            />
            <Button variant="secondary" onClick={() => showPreview(language)}>
              {t('editor.preview')}
            </Button>
          </div>
          {previewOf === language && preview.data && (
            <section
              aria-label={t('editor.previewTitle')}
              className="rounded border border-amber-300 bg-amber-50 p-4"
            >
              <h3 className="text-2xl font-bold">{texts[language].title}</h3>
              {/* Rendered and cleaned by the server, the blog's own Markdown and sanitizer. */}
              <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
            </section>
          )}
        </fieldset>
      ))}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {errors.texts && <Alert tone="error">{errors.texts}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={submit} disabled={save.isPending}>
          {t('editor.save')}
        </Button>
        {post && !post.removed && (
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: onDone })}
          >
            {t('editor.remove')}
          </Button>
        )}
      </div>
      {post && <PostRevisions postId={post.id} onRestored={onRestored} />}
    </div>
  );
}
