import type { Preview } from '@storybook/react-vite';
import '../src/client/ui/theme/global.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
