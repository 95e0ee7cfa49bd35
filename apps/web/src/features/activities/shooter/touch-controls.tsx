import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShooterInput, ShooterPress } from './core/types.ts';

type Held = 'left' | 'right' | 'fire';

/**
 * Phones: hold an arrow to fly, hold Fire to keep shooting. A quick tap still counts (as a
 * nudge or a single shot) even when it begins and ends between two frames.
 */
export function TouchControls({ input }: { input: ShooterInput }) {
  const { t } = useTranslation();
  const hold = (held: Held, press: ShooterPress) => ({
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      // jsdom has no setPointerCapture, though the DOM types promise it.
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      event.currentTarget.setPointerCapture?.(event.pointerId);
      input[held] = true;
      input.presses.push(press);
    },
    onPointerUp() {
      input[held] = false;
    },
    onPointerCancel() {
      input[held] = false;
    },
    onLostPointerCapture() {
      input[held] = false;
    },
    // Keyboard users of these buttons (Enter or Space on a focused one) get a single move or shot.
    onClick(event: { detail: number }) {
      if (event.detail === 0) input.presses.push(press);
    },
  });
  return (
    <div className="shooter-touch" role="group" aria-label={t('activities.shooter.controls')}>
      <button
        type="button"
        className="shooter-touch__button"
        aria-label={t('activities.shooter.left')}
        {...hold('left', 'Left')}
      >
        <span aria-hidden="true">◀</span>
      </button>
      <button type="button" className="shooter-touch__button shooter-touch__fire" {...hold('fire', 'Fire')}>
        {t('activities.shooter.fire')}
      </button>
      <button
        type="button"
        className="shooter-touch__button"
        aria-label={t('activities.shooter.right')}
        {...hold('right', 'Right')}
      >
        <span aria-hidden="true">▶</span>
      </button>
    </div>
  );
}
