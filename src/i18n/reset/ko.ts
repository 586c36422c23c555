export default {
  request: {
    title: '비밀번호 재설정',
    lead: '계정의 이메일 주소를 입력하세요. 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.',
    kindLegend: '계정 유형',
    personal: '개인 계정',
    company: '기업 계정',
    emailLabel: '이메일',
    submit: '링크 보내기',
    sending: '보내는 중…',
    status: {
      idle: '준비됨',
      sending: '이메일을 보내는 중…',
      sent: '이메일을 보냈습니다',
      failed: '보낼 수 없습니다',
    },
    errors: {
      blankValue: 'email blank value: @가 포함된 이메일 주소를 입력하세요.',
      noneUser: '이 이메일 주소를 사용하는 해당 유형의 계정이 없습니다.',
    },
  },
  form: {
    title: '새 비밀번호 설정',
    lead: '{{id}} 계정의 비밀번호입니다. 링크는 한 번만 사용할 수 있습니다.',
    passwordLabel: '새 비밀번호',
    confirmLabel: '새 비밀번호 확인',
    submit: '새 비밀번호 저장',
    submitting: '저장 중…',
    checking: '링크를 확인하는 중…',
    copied: 'copied: 여기에는 붙여 넣을 수 없습니다. 비밀번호를 직접 입력하세요.',
    errors: {
      blank: '필수 입력 항목입니다.',
      tooShort: '확인 비밀번호는 6자 이상이어야 합니다.',
      mismatch: '비밀번호가 일치하지 않습니다.',
      rules: '비밀번호가 아래 규칙을 충족하지 않습니다.',
      same: 'same: 비밀번호는 아이디와 달라야 합니다.',
      alt: 'alt: Alt 키가 사용되었습니다. Alt 키 없이 입력하세요.',
    },
    failed: '비밀번호를 저장하지 못했습니다(오류 {{code}}). 다시 시도해 주세요.',
  },
  pages: {
    submitted: {
      title: '이메일을 확인하세요',
      body: '이 주소를 사용하는 계정이 있다면 비밀번호 재설정 링크가 발송됩니다. 링크는 한 번만 사용할 수 있으며 곧 만료됩니다.',
    },
    unablepw: {
      title: '이메일을 보내지 못했습니다',
      body: '비밀번호 재설정 이메일을 보내지 못했습니다. 잠시 후 다시 시도하거나 고객 지원에 문의하세요.',
    },
    expired: {
      title: '더 이상 사용할 수 없는 링크입니다',
      body: '비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 새 링크를 요청하세요.',
    },
    again: '새 링크 요청하기',
    support: '고객 지원 문의',
    signIn: '로그인',
  },
}
