export default {
  signIn: {
    title: '로그인',
    subtitle: '다시 오신 것을 환영합니다. 로그인하고 라이선스와 다운로드를 관리하세요.',
    idLabel: '아이디',
    idPlaceholder: '회원 아이디',
    pwLabel: '비밀번호',
    pwPlaceholder: '비밀번호',
    showPassword: '비밀번호 보기',
    hidePassword: '비밀번호 숨기기',
    submit: '로그인',
    submitting: '로그인 중…',
    forgot: '비밀번호를 잊으셨나요?',
    noAccount: 'Drape3D가 처음이신가요?',
    signUp: '회원가입',
    fieldErrors: {
      idBlank: '아이디를 입력하세요.',
      pwBlank: '비밀번호를 입력하세요.',
      idInvalid: '아이디를 확인하세요.',
      pwInvalid: '아이디 또는 비밀번호가 올바르지 않습니다.',
    },
    errorTitle: '로그인하지 못했습니다',
    rejected: '서버가 로그인을 거부했습니다: {{detail}}',
    unreachable: {
      network: '서버에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도하세요.',
      timeout: '서버 응답이 너무 늦습니다. 다시 시도하세요.',
      http: '서버가 로그인을 처리하지 못했습니다(오류 {{status}}). 잠시 후 다시 시도하세요.',
      tooMany: '시도 횟수가 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
      invalid: '서버 응답을 읽을 수 없습니다. 나중에 다시 시도하세요.',
    },
    contact: {
      title: '계정 확인이 필요합니다',
      body: '이 계정으로 로그인할 수 없습니다. 고객 지원팀에 문의해 주시면 함께 해결해 드리겠습니다.',
      link: '고객 지원 문의',
      retry: '로그인으로 돌아가기',
    },
    integrate: {
      entTitle: '기업 계정 통합',
      entBody:
        '이 계정은 클라우드 옷장 플랫폼과 연결되어 있지만 아직 통합되지 않았습니다. 통합하면 두 서비스를 하나의 계정으로 이용할 수 있습니다.',
      perTitle: '계정 통합',
      perBody:
        '회원님의 계정은 클라우드 옷장 플랫폼과 연결되어 있지만 아직 통합되지 않았습니다. 통합하면 두 서비스를 하나의 계정으로 이용할 수 있습니다.',
      continue: '계속',
    },
    redirecting: '로그인되었습니다. 페이지로 이동합니다…',
  },
  social: {
    title: '플랫폼 계정으로 로그인',
    exchanging: '플랫폼에서 로그인 정보를 확인하고 있습니다…',
    missingTitle: '로그인 링크가 완전하지 않습니다',
    missingBody:
      '링크에 로그인 코드가 없습니다. 플랫폼에서 링크를 다시 열거나 아이디와 비밀번호로 로그인하세요.',
    signIn: '아이디와 비밀번호로 로그인',
    redirecting: '완료되었습니다. 이동합니다…',
  },
  signOut: {
    title: '로그아웃',
    signingOut: '로그아웃하고 있습니다…',
    signedOut: '로그아웃되었습니다. 이동합니다…',
  },
  pages: {
    signup: {
      title: '회원가입',
      body: '회원가입하면 무료 체험판을 내려받고 라이선스를 구매하며 계정을 관리할 수 있습니다. 전체 가입 양식은 곧 제공됩니다.',
    },
    addemail: {
      title: '이메일 주소 추가',
      body: '계정에 이메일 주소가 없습니다. 라이선스, 영수증, 비밀번호 재설정 메일을 받으려면 이메일을 추가하세요.',
    },
    emailverifywarning: {
      title: '이메일 주소 인증',
      body: '이메일 주소가 아직 인증되지 않았습니다. 보내 드린 인증 메일의 링크를 열어 계속하세요.',
    },
    emailverifywarningSocial: {
      title: '로그인하려면 이메일을 인증하세요',
      body: '플랫폼에서 이메일 주소를 확인하지 못했습니다. 플랫폼에서 이메일을 인증한 후 다시 로그인하세요.',
    },
    passchange: {
      title: '비밀번호 변경',
      body: '비밀번호가 아이디와 같습니다. 보안을 위해 계속하기 전에 새 비밀번호를 설정하세요.',
    },
    warning: {
      title: '이 계정으로 로그인할 수 없습니다',
      body: '이 플랫폼 계정은 여기에서 사용하기 전에 확인이 필요합니다. 고객 지원팀에 문의하세요.',
    },
    resendverify: {
      title: '인증 메일 다시 보내기',
      body: '인증 메일을 받지 못하셨나요? 계정의 이메일 주소로 다시 보내 드립니다.',
    },
    complete: { title: '완료되었습니다', body: '요청이 완료되었습니다.' },
    completeSignup: {
      title: 'Drape3D에 오신 것을 환영합니다',
      body: '계정이 준비되었습니다. 받은편지함에서 이메일 주소를 인증하세요.',
    },
    completeReset: {
      title: '받은편지함을 확인하세요',
      body: '비밀번호를 재설정할 수 있는 링크를 보내 드렸습니다.',
    },
    resetpw: {
      title: '비밀번호 재설정',
      body: '계정의 이메일 주소를 입력하시면 새 비밀번호를 설정할 수 있는 링크를 보내 드립니다.',
    },
    mypage: { title: '내 계정', body: '프로필, 라이선스, 주문을 한곳에서 확인하세요.' },
    trial: {
      title: '무료 체험',
      body: 'Drape3D를 무료로 사용해 보세요. 설치 파일을 내려받고 디자인을 시작하세요.',
    },
    pricingOrder: {
      title: '주문',
      body: '플랜: {{userType}} · {{licenseType}} · {{period}}. 주문 양식은 곧 제공됩니다.',
    },
    checkout: { title: '결제', body: '주문 내용을 확인하고 안전하게 결제하세요.' },
    signedInAs: '{{id}}(으)로 로그인됨',
    backHome: '홈으로 이동',
    toSignIn: '로그인',
    contactSupport: '고객 지원 문의',
  },
}
