import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_CODE_PATTERN } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { siteCodeExists } from '../api/check-site-code';
import type { ScannedSite } from '../lib/parse-site-qr';

type Problem = 'invalid' | 'notFound' | null;

/**
 * The site code typed by hand, for a worker without a camera or with a worn QR sticker. A code
 * no site has is refused here, where the worker can still fix a typo.
 */
export function SiteCodeForm({ onSite }: { onSite: (site: ScannedSite) => void }) {
  const { t } = useTranslation('worker');
  const queryClient = useQueryClient();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [isChecking, setIsChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!SITE_CODE_PATTERN.test(value)) {
      setProblem('invalid');
      return;
    }
    setIsChecking(true);
    try {
      if (!(await siteCodeExists(queryClient, value))) {
        setProblem('notFound');
        return;
      }
    } catch (error) {
      console.error('Could not check the site code', error);
    } finally {
      setIsChecking(false);
    }
    onSite({ code: value });
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId} className="block text-base font-semibold text-slate-900">
        {t('siteCode.label')}
      </label>
      <input
        id={inputId}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
        }}
        dir="ltr"
        autoCapitalize="characters"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        aria-invalid={problem !== null}
        aria-describedby={messageId}
        className="mt-2 block min-h-14 w-full rounded-lg border-2 border-slate-300 bg-white px-4 text-center font-mono text-2xl tracking-widest text-slate-900 aria-invalid:border-red-600"
      />
      <p
        id={messageId}
        role={problem ? 'alert' : undefined}
        className={
          problem ? 'mt-2 text-base font-medium text-red-700' : 'mt-2 text-sm text-slate-600'
        }
      >
        {problem ? t(`siteCode.${problem}`) : t('siteCode.hint')}
      </p>
      <Button type="submit" className="mt-3 min-h-14 w-full text-lg" disabled={isChecking}>
        {isChecking ? t('siteCode.checking') : t('continue')}
      </Button>
    </form>
  );
}
