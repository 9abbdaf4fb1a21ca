import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../actions/Button';
import { Dialog } from './Dialog';

function DialogDemo({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete routine</Button>
      <Dialog
        open={open}
        title="Delete Routine"
        onClose={() => setOpen(false)}
        dismissible={dismissible}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              Delete
            </Button>
          </>
        }
      >
        <p>Are you sure you want to delete this routine?</p>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'ui/Dialog',
  component: DialogDemo,
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete routine' }));
    const dialog = canvas.getByRole('dialog', { name: 'Delete Routine' });
    await expect(dialog).toHaveTextContent('Are you sure you want to delete this routine?');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Blocking: Story = { args: { dismissible: false } };
