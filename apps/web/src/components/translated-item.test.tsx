import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TranslatedItem } from './translated-item.tsx';

describe('a translated item', () => {
  it('renders an image tag given as text as an image element', () => {
    render(
      <TranslatedItem text={'<img class="error-fallback__image" src="/images/sleepy.svg" alt="Sleepy">'} />,
    );
    const image = screen.getByRole('img', { name: 'Sleepy' });
    expect(image).toHaveAttribute('src', '/images/sleepy.svg');
    expect(image).toHaveClass('error-fallback__image');
  });

  it('never injects markup: a handler in the tag is not copied, other markup stays text', () => {
    const { container } = render(
      <>
        <TranslatedItem text={'<img src="/images/a.svg" alt="a" onerror="alert(1)">'} />
        <TranslatedItem text={'<b onclick="alert(1)">bold</b>'} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'a' })).not.toHaveAttribute('onerror');
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<b onclick="alert(1)">bold</b>');
  });

  it('shows plain text as it is', () => {
    render(<TranslatedItem text="I'm so sleepy" />);
    expect(screen.getByText("I'm so sleepy")).toBeInTheDocument();
  });
});
