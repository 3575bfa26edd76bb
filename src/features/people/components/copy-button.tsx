import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { copyText } from '../copy-text';

/** An icon button that copies `text`, named after what it copies, and says so in a toast. */
export function CopyButton(props: { text: string; what: string; of: string }) {
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={`Copy the ${props.what} of ${props.of}`}
      title={`Copy the ${props.what}`}
      onClick={() =>
        void copyText(props.text).then(
          () => toast(`Copied the ${props.what}`, { description: props.text }),
          () =>
            toast(`Could not copy the ${props.what}`, {
              description: 'Select the address and copy it yourself.',
              tone: 'error',
            }),
        )
      }
    >
      <Copy size={16} aria-hidden="true" />
    </Button>
  );
}
