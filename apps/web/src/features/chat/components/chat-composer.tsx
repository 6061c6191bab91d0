/**
 * The message box: Enter sends, Shift+Enter starts a new line; photos and files through POST /files
 * (spec point 5 limits checked before uploading); typing tells the others (throttled by the thread).
 */
import { ActionIcon, Alert, CloseButton, FileButton, Group, Image, Loader, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { acceptedUploadExtensions, checkAttachmentLimits, fileKindOf, MAX_CHAT_MESSAGE_LENGTH, type PostChatMessageInput, type StoredFile } from '@lintel/shared';
import { errorMessage } from '../../../lib/api-client.ts';
import { failureMessage } from '../../../lib/data-cache.ts';
import { mimeTypeOf, uploadFile } from '../../../components/ui/attachments/upload-file.ts';
import { IconPhoto, IconSend } from '../../../components/ui/icons.tsx';

export interface ChatComposerProps {
  onSend: (input: PostChatMessageInput) => Promise<unknown>;
  onTyping: () => void;
  disabled?: boolean;
}

export function ChatComposer({ onSend, onTyping, disabled }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<StoredFile[]>([]);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canSend = !disabled && !sending && uploading === 0 && (text.trim().length > 0 || files.length > 0);

  async function attach(picked: File[]) {
    if (!picked.length) return;
    const limit = checkAttachmentLimits([...files, ...picked.map((file) => ({ mimeType: mimeTypeOf(file) }))]);
    const unsupported = picked.find((file) => fileKindOf(mimeTypeOf(file)) === null);
    if (limit || unsupported) return setError(limit ?? `${unsupported!.name} is not a supported file type`);
    setError(null);
    setUploading((count) => count + picked.length);
    for (const file of picked) {
      try {
        const stored = await uploadFile(file);
        setFiles((current) => [...current, stored]);
      } catch (caught) {
        setError(errorMessage(caught, `Could not upload ${file.name}`));
      } finally {
        setUploading((count) => count - 1);
      }
    }
  }

  async function send() {
    if (!canSend) return;
    setSending(true);
    setError(null);
    try {
      await onSend({ text: text.trim(), attachmentIds: files.map((file) => file.id) });
      setText('');
      setFiles([]);
    } catch (caught) {
      setError(failureMessage(caught, 'Could not send the message'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap={6} className="chat-composer">
      {error && (
        <Alert color="red" p="xs" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {(files.length > 0 || uploading > 0) && (
        <Group gap="xs" aria-label="Attachments to send">
          {files.map((file) => (
            <div key={file.id} className="chat-composer__file">
              {file.previewUrl || file.mimeType.startsWith('image/') ? (
                <Image src={file.previewUrl ?? file.url} alt={file.name} w={56} h={56} radius="sm" fit="cover" />
              ) : (
                <Text size="xs" w={56} truncate>
                  {file.name}
                </Text>
              )}
              <CloseButton size="xs" aria-label={`Remove ${file.name}`} onClick={() => setFiles((current) => current.filter((row) => row.id !== file.id))} />
            </div>
          ))}
          {uploading > 0 && <Loader size="sm" aria-label="Uploading" />}
        </Group>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={(picked) => void attach(picked)} accept={['image/*', ...acceptedUploadExtensions].join(',')} multiple disabled={disabled}>
          {(props) => (
            <Tooltip label="Attach photos or files">
              <ActionIcon {...props} variant="subtle" size="lg" aria-label="Attach photos or files">
                <IconPhoto size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          aria-label="Message"
          placeholder={disabled ? 'This conversation is closed' : 'Write a message…'}
          title="Enter sends, Shift+Enter starts a new line"
          autosize
          minRows={1}
          maxRows={6}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          style={{ flex: 1 }}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (event.currentTarget.value) onTyping();
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <ActionIcon size="lg" aria-label="Send" onClick={() => void send()} disabled={!canSend} loading={sending}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
