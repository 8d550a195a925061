// The shared form rules (zod), loaded on a form's first check so zod stays out of the first view.
export { zodResolver } from '@hookform/resolvers/zod';
export { z } from 'zod';
export { loginInput, registerInput, resetRequestInput, verifyOtpInput } from '../../shared/contracts/auth.js';
export { codeField, passwordField, phoneOrEmailField } from '../../shared/contracts/common.js';
