/** Uploads one picked image (POST /files) for a form: the stored id and preview URL, the uploading flag, an error toast on failure. */
import { useState } from 'react';
import { uploadFile } from '../../../components/ui/attachments/upload-file.ts';
import { failWith } from '../../../lib/toast.ts';

export function useImagePicker(failure: string) {
  const [picked, setPicked] = useState<{ id: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  async function pick(file: File | null) {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await uploadFile(file);
      setPicked({ id: stored.id, url: stored.previewUrl ?? stored.url });
    } catch (caught) {
      failWith(caught, failure);
    } finally {
      setUploading(false);
    }
  }
  return { picked, uploading, pick };
}
