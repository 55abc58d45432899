export { CodeSender, type CodeSenderProps, type CodeSentInfo } from './code-sender';
