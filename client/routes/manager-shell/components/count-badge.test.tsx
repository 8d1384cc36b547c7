import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge } from './count-badge';

describe('the menu count badge', () => {
  it('caps the count at 99+ and keeps its reading order inside a Hebrew page', () => {
    render(
      <div dir="rtl">
        <CountBadge count={150} label="150 pending" tone="red" />
      </div>,
    );
    const badge = screen.getByLabelText('150 pending');
    expect(badge.textContent).toBe('99+');
    expect(badge.getAttribute('dir')).toBe('ltr');
  });

  it('shows nothing for no count', () => {
    const { container } = render(<CountBadge count={0} label="none" tone="amber" />);
    expect(container.textContent).toBe('');
  });
});
