import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeImage } from './safe-image.tsx';

describe('SafeImage', () => {
  it('logs a picture that fails to load and keeps its box, without the broken-image mark', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<SafeImage src="/images/missing.svg" alt="Missing" width={48} height={48} />);
    const image = screen.getByRole('img', { name: 'Missing' });
    image.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith('Image failed to load', expect.stringContaining('/images/missing.svg'));
    expect(image).toHaveAttribute('data-failed', 'true');
    expect(image).toHaveAttribute('width', '48');
  });
});
