// mgt family: token login (JSON {ticket} → {code:200, success:true, data:{token}}).

import { ucStyleTokenLogin } from './token-login';

export const mgtHandlers = ucStyleTokenLogin('mgt');
