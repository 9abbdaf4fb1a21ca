import { useEffect, useState } from 'react';

/**
 * A QR code of the text as a PNG data: URL (the page's CSP allows data: images), or undefined
 * while it is drawn. The QR library loads with the first code, not with the Sharing page.
 */
export function useQrCodeImage(text: string): string | undefined {
  const [image, setImage] = useState<{ text: string; url: string }>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 }),
      )
      .then((url) => {
        if (current) setImage({ text, url });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);
  return image?.text === text ? image.url : undefined;
}
