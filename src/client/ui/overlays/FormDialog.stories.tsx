import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../forms/TextField';
import { FormDialog } from './FormDialog';

const meta = {
  title: 'ui/FormDialog',
  component: FormDialog,
  args: {
    title: 'Invite Doctor',
    submitLabel: 'Send Invite',
    busy: false,
    onSubmit: fn(),
    onClose: fn(),
    toastsId: 'form-dialog-story',
    children: <TextField label="Email address" type="email" />,
  },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Send Invite' }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await userEvent.click(body.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Sending: Story = { args: { busy: true } };
