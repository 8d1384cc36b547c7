import { render, screen } from '@testing-library/react';
import heReview from '@shared/i18n/locales/he/review.json';
import { describe, expect, it } from 'vitest';
import { setUpScreenTest } from '../../../../test/client-i18n';
import { AuditTrail } from './audit-trail';

setUpScreenTest(['review'], 'he');

const erasure = {
  action: 'entry_request.personal_data_erase',
  fromStatus: null,
  toStatus: null,
  createdAt: '2026-01-05T08:00:00Z',
};

describe('the audit trail', () => {
  it("tells an erasure by retention from one at the worker's request, without the cause's code", () => {
    render(
      <AuditTrail
        entries={[
          { ...erasure, id: 1, reason: 'retention', actorName: null },
          { ...erasure, id: 2, reason: 'worker_request', actorName: 'דנה לוי' },
        ]}
      />,
    );
    expect(screen.getByText(heReview.audit.personalDataExpired)).toBeTruthy();
    expect(screen.getByText(/דנה לוי/).textContent).toContain(
      heReview.audit.personalDataErased.split('{{actor}}')[1]!.trim(),
    );
    expect(screen.queryByText(/retention|worker_request/)).toBeNull();
  });

  it('tells each escalation step by its channel, without the channel code', () => {
    const step = {
      action: 'entry_request.escalate',
      fromStatus: null,
      toStatus: null,
      actorName: null,
    };
    render(
      <AuditTrail
        entries={[
          { ...step, id: 3, reason: 'push', createdAt: '2026-01-05T08:05:00Z' },
          { ...step, id: 4, reason: 'email', createdAt: '2026-01-05T08:10:00Z' },
        ]}
      />,
    );
    expect(screen.getByText(heReview.audit.escalatedPush)).toBeTruthy();
    expect(screen.getByText(heReview.audit.escalatedEmail)).toBeTruthy();
    expect(screen.queryByText(/push|email/)).toBeNull();
  });
});
