import { ecb } from '@noble/ciphers/aes.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/ciphers/utils.js'

/**
 * The login password as spec §5 has the web app send it: AES in ECB mode with PKCS#7 padding, as hex, under
 * the deployment's transport key (from the server, as hex). Web Crypto has no ECB, hence @noble/ciphers. This
 * keeps old LibStar habits working; it is not protection (TLS is), and the server also takes plain text.
 */
export function encryptPassword(password: string, keyHex: string): string {
  return bytesToHex(ecb(hexToBytes(keyHex)).encrypt(utf8ToBytes(password)))
}
