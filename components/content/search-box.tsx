'use client';

// The search of a content list: a search field and 搜索 (Enter works too); what is sent is the
// trimmed keyword (lib/content searchKeyword). An emptied field searches everything again.

import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@/components/form';
import { MAX_KEYWORD_LENGTH, searchKeyword } from '@/lib/content';
import styles from './content.module.css';

export const SEARCH_TEXT = { submit: '搜索' } as const;

export function SearchBox({ label, placeholder, onSearch }: { label: string; placeholder?: string; onSearch(keyword: string): void }) {
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(searchKeyword(typed));
  };
  return (
    <form role="search" aria-label={label} className={styles.search} onSubmit={submit}>
      <TextInput
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        maxLength={MAX_KEYWORD_LENGTH}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          // Clearing the field (its × too) shows everything again at once.
          if (event.target.value === '') onSearch('');
        }}
      />
      <Button type="submit" variant="primary">
        {SEARCH_TEXT.submit}
      </Button>
    </form>
  );
}
