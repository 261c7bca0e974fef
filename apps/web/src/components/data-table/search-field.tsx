import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

export interface SearchFieldProps {
  /** The search in force (the URL's `q`). */
  value: string;
  /** Called 300 ms after the typing stops. */
  onChange: (q: string) => void;
  label: string;
  placeholder?: string;
}

/** The search box of an admin list: typing shows at once, the search itself is debounced (300 ms). */
export function SearchField({ value, onChange, label, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const push = useDebouncedCallback((q: string) => onChange(q), 300);
  // The URL is the truth: Back or a shared link changes the search box too.
  useEffect(() => setText(value), [value]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      type="search"
      w={{ base: '100%', sm: 320 }}
    />
  );
}
