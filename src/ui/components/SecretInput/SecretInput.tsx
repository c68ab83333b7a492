// An input for a key or password whose value never becomes an HTML attribute (see useSecretInput).
import type { InputHTMLAttributes } from 'react';
import { useSecretInput } from '../../hooks/useSecretInput';

export interface SecretInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function SecretInput({ value, onValueChange, ...rest }: SecretInputProps) {
  const ref = useSecretInput(value);
  return <input {...rest} ref={ref} onChange={(e) => onValueChange(e.target.value)} />;
}
