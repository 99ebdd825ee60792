// A picture's (or a video's) field in the back office's forms: the URL or /media/… path as text, and
// "Upload" beside the input, which puts the uploaded file's URL in the field (the form is saved as usual).
// An upload that fails says why where the field's own error goes.
import { Button, FileButton, Group, TextInput, type TextInputProps } from '@mantine/core';
import type { UploadKind } from '@/contract/admin-media';
import { useUpload } from './UploadButton';

export interface MediaFieldProps extends Omit<TextInputProps, 'onChange' | 'value'> {
  label: string;
  value?: string;
  /** From form.getInputProps: takes the input's change event or the new value. */
  onChange: (value: string | React.ChangeEvent<HTMLInputElement>) => void;
  kind: UploadKind;
  /** What the upload button names, where the label alone repeats (a list's rows): "Banner 2 image". */
  uploadName?: string;
}

export function MediaField({
  label,
  kind,
  value,
  onChange,
  error,
  uploadName = label,
  ...input
}: MediaFieldProps) {
  const upload = useUpload({ only: kind, onUploaded: (m) => onChange(m.url) });
  return (
    <TextInput
      label={label}
      value={value}
      onChange={onChange}
      error={error || upload.failures[0]}
      inputContainer={(field) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1, minWidth: 0 }}>{field}</div>
          <FileButton
            accept={upload.accept}
            onChange={(file) => void upload.send(file ? [file] : [])}
            inputProps={{ 'aria-label': `Choose a file: ${uploadName}` }}
          >
            {(props) => (
              <Button {...props} variant="default" loading={upload.busy} aria-label={`Upload: ${uploadName}`}>
                Upload
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      {...input}
    />
  );
}
