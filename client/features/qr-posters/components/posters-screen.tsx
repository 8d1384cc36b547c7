import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagedSite } from '@shared/schemas/site-admin.schemas';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/field';
import { downloadPosterPng, downloadPosterSvg } from '../lib/poster-download';
import { PosterPrintArea } from './poster-print-area';
import { QrPoster } from './qr-poster';

interface PostersScreenProps {
  sites: ManagedSite[];
  /** The address workers reach the app at; the posters' links start with it. */
  origin: string;
}

/** Chooses sites, shows their posters, prints them (one per A4 page) and downloads each. */
export function PostersScreen({ sites, origin }: PostersScreenProps) {
  const { t } = useTranslation('manage');
  const active = sites.filter((site) => site.isActive);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(active.map((s) => s.id)));
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const posters = useRef(new Map<number, SVGSVGElement>());
  const selected = active.filter((site) => chosen.has(site.id));
  const posterTitle = (site: ManagedSite) => t('posters.posterTitle', { name: site.name });

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = async (site: ManagedSite, format: 'png' | 'svg') => {
    const svg = posters.current.get(site.id);
    if (!svg) return;
    setDownloadError(null);
    const name = `qr-${site.code}`;
    try {
      if (format === 'svg') downloadPosterSvg(svg, name);
      else await downloadPosterPng(svg, name);
    } catch {
      setDownloadError(t('posters.downloadFailed'));
    }
  };

  if (active.length === 0) return <Alert tone="info">{t('posters.noSites')}</Alert>;

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <p className="text-base text-slate-700">{t('posters.intro')}</p>
        {active.length > 1 && (
          <fieldset className="mt-4 flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              {t('posters.choose')}
            </legend>
            {active.map((site) => (
              <CheckboxField
                key={site.id}
                label={
                  <>
                    <bdi>{site.name}</bdi> (<bdi>{site.code}</bdi>)
                  </>
                }
                checked={chosen.has(site.id)}
                onChange={(event) => toggle(site.id, event.target.checked)}
              />
            ))}
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => window.print()} disabled={selected.length === 0}>
            {t('posters.print', { count: selected.length })}
          </Button>
        </div>
        <p className="mt-2 text-sm text-slate-600">{t('posters.printHint')}</p>
        {downloadError && (
          <Alert tone="error" className="mt-3">
            {downloadError}
          </Alert>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        {selected.map((site) => (
          <Card key={site.id} className="flex flex-col items-center gap-3">
            <QrPoster
              ref={(svg) => {
                if (svg) posters.current.set(site.id, svg);
                else posters.current.delete(site.id);
              }}
              site={site}
              origin={origin}
              title={posterTitle(site)}
              className="aspect-[210/297] w-full max-w-md border border-slate-300 shadow-sm"
            />
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="secondary" onClick={() => download(site, 'png')}>
                {t('posters.downloadPng')}
              </Button>
              <Button variant="secondary" onClick={() => download(site, 'svg')}>
                {t('posters.downloadSvg')}
              </Button>
            </div>
          </Card>
        ))}
      </div>
      <PosterPrintArea sites={selected} origin={origin} posterTitle={posterTitle} />
    </div>
  );
}
