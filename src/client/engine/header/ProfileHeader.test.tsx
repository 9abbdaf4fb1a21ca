import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { realProfiles } from '../testing/realProfiles';
import { ProfileHeader } from './ProfileHeader';

const pain = realProfiles.pain;

describe('ProfileHeader', () => {
  it('shows the title and description of the config', () => {
    render(<ProfileHeader profile={pain} onAdd={() => undefined} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Pain Score Profile' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('View and track your pain level before, during and after exercise.'),
    ).toBeInTheDocument();
  });

  it('opens Add Data from the plus button named by the config', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<ProfileHeader profile={pain} onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: pain.add_button_label }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it("shows the config's header links, such as the lab page's Profile button", () => {
    render(
      <MemoryRouter>
        <ProfileHeader profile={realProfiles.lab} onAdd={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Add Laboratory Tests Data' })).toBeInTheDocument();
  });

  it('falls back to a plain tile when the image cannot be loaded', () => {
    const { container } = render(<ProfileHeader profile={pain} onAdd={() => undefined} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.profile-header__art')).toHaveTextContent('P');
  });
});
