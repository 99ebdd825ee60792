// "Upload": the owner picks a picture or a video file (several, where a list takes them); each is checked
// (type, size) before it is sent, uploaded (../api uploadMedia) and handed to `onUploaded`. What fails is
// said by file, and nothing else changes.
import { useState } from 'react';
import { Button, FileButton, Stack, Text } from '@mantine/core';
import { UPLOAD_ACCEPT, type UploadedMediaData, type UploadKind } from '@/contract/admin-media';
import { failureOf, uploadMedia } from '../api';

export interface UploadOptions {
  /** Pictures only; unset: pictures and videos. */
  only?: UploadKind;
  onUploaded: (media: UploadedMediaData) => void;
}

/** Uploads chosen files one at a time, in the order chosen; `failures` says what failed, by file. */
export function useUpload({ only, onUploaded }: UploadOptions) {
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const send = async (files: File[]) => {
    if (files.length === 0 || busy) return;
    setBusy(true);
    setFailures([]);
    const failed: string[] = [];
    for (const file of files) {
      try {
        onUploaded(await uploadMedia(file, only));
      } catch (error) {
        failed.push(files.length > 1 ? `${file.name}: ${failureOf(error)}` : failureOf(error));
      }
    }
    setFailures(failed);
    setBusy(false);
  };
  const accept = only === 'Image' ? UPLOAD_ACCEPT.Image : UPLOAD_ACCEPT.Any;
  return { busy, failures, send, accept };
}

export interface UploadButtonProps extends UploadOptions {
  /** What the button says (its accessible name too). */
  children: string;
}

/** A button that uploads several files, with what failed said under it. */
export function UploadButton({ children, ...options }: UploadButtonProps) {
  const upload = useUpload(options);
  return (
    <Stack gap={4}>
      <FileButton
        multiple
        accept={upload.accept}
        onChange={(files) => void upload.send(files)}
        inputProps={{ 'aria-label': `Choose files: ${children}` }}
      >
        {(props) => (
          <Button {...props} w="fit-content" variant="default" loading={upload.busy}>
            {children}
          </Button>
        )}
      </FileButton>
      {upload.failures.map((failure) => (
        <Text key={failure} size="sm" c="red" role="alert">
          {failure}
        </Text>
      ))}
    </Stack>
  );
}
