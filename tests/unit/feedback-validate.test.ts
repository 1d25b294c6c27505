/**
 * Feedback dialog checks (spec §5): the messages word for word; images are png/jpeg by their bytes (a renamed
 * file is refused), at most 2 MB each, at most 3.
 */
import {
  checkImageBytes,
  checkImageFile,
  imageSlots,
  sniffImage,
  validateFeedback,
} from '../../lib/client/profile-validate';
import { V } from '../../lib/config/messages';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a......');
const TEXT = new TextEncoder().encode('hello, world');

test('the §5 messages, word for word', () => {
  expect(validateFeedback({ content: '  ', name: '', phone: '123' })).toEqual({
    content: '请填写有效的意见和反馈内容',
    name: '请输入您的姓名',
    phone: '请输入正确的手机号码',
  });
  expect(V.feedbackCheckRequired).toBe('请检查必填信息');
});

test('a complete form passes', () => {
  expect(validateFeedback({ content: '希望增加英文 COA 下载', name: '王五', phone: '13800138000' })).toEqual({});
});

test('types come from the bytes', () => {
  expect(sniffImage(PNG)).toBe('png');
  expect(sniffImage(JPEG)).toBe('jpeg');
  expect(sniffImage(GIF)).toBeNull();
  expect(sniffImage(TEXT)).toBeNull();
  expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
});

test('wrong type and oversize messages', () => {
  expect(checkImageBytes(GIF, 100)).toBe(V.imageTypeInvalid);
  expect(checkImageBytes(PNG, 2 * 1024 * 1024)).toBeNull();
  expect(checkImageBytes(PNG, 2 * 1024 * 1024 + 1)).toBe(V.imageTooLarge);
});

test('a text file named .png is refused; a real PNG blob passes', async () => {
  expect(await checkImageFile(new Blob([TEXT]))).toBe(V.imageTypeInvalid);
  expect(await checkImageFile(new Blob([PNG]))).toBeNull();
  expect(await checkImageFile(new Blob([PNG, new Uint8Array(2 * 1024 * 1024)]))).toBe(V.imageTooLarge);
});

test('at most 3 images', () => {
  expect(imageSlots(0, 3)).toEqual({ accept: 3, message: null });
  expect(imageSlots(2, 2)).toEqual({ accept: 1, message: V.imageTooMany });
  expect(imageSlots(3, 1)).toEqual({ accept: 0, message: V.imageTooMany });
});
